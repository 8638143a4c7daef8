// expect: CWE-470 @ 20
// note: action name from the message selects a method via getMethod(action) which is then invoked on the handler
package com.backoffice.commands;

import java.lang.reflect.Method;

import org.springframework.jms.annotation.JmsListener;
import org.springframework.stereotype.Component;

@Component
public class CommandDispatcher {
    private final AccountCommands handler;

    public CommandDispatcher(AccountCommands handler) {
        this.handler = handler;
    }

    @JmsListener(destination = "backoffice.commands")
    public void dispatch(CommandMessage message) throws ReflectiveOperationException {
        Method method = handler.getClass().getMethod(message.action(), String.class);
        method.invoke(handler, message.accountRef());
    }
}

record CommandMessage(String action, String accountRef) {
}

class AccountCommands {
    public void freeze(String accountRef) {
    }

    public void unfreeze(String accountRef) {
    }
}
