// expect: none (CWE-94 safe)
// note: "/calc " argument must match a digits-and-operators pattern (early return) before eval
package com.teamchat.bots;

import javax.script.ScriptEngine;
import javax.script.ScriptException;
import org.openjdk.nashorn.api.scripting.NashornScriptEngineFactory;
import org.springframework.jms.annotation.JmsListener;
import org.springframework.stereotype.Component;

@Component
public class ChatbotCommandRouter {

    private final ScriptEngine nashorn = new NashornScriptEngineFactory().getScriptEngine("--no-java");
    private final ChatGateway chat;

    public ChatbotCommandRouter(ChatGateway chat) {
        this.chat = chat;
    }

    @JmsListener(destination = "chat.bot-commands")
    public void onCommand(ChatCommand command) throws ScriptException {
        if (!command.text().startsWith("/calc ")) {
            return;
        }
        String expression = command.text().substring(6);
        if (!expression.matches("[\\d\\s+\\-*/%().]{1,100}")) {
            chat.reply(command.channel(), "I can only do arithmetic");
            return;
        }
        Object result = nashorn.eval(expression);
        chat.reply(command.channel(), "= " + result);
    }

    public record ChatCommand(String channel, String text) {}

    public interface ChatGateway {
        void reply(String channel, String text);
    }
}
