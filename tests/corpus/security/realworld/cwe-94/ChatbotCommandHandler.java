// expect: CWE-94 @ 27
// note: chat message text after "/calc " evaluated by the Nashorn engine (engine.eval)
package com.teamchat.bots;

import javax.script.ScriptEngine;
import javax.script.ScriptException;
import org.openjdk.nashorn.api.scripting.NashornScriptEngineFactory;
import org.springframework.jms.annotation.JmsListener;
import org.springframework.stereotype.Component;

@Component
public class ChatbotCommandHandler {

    private final ScriptEngine nashorn = new NashornScriptEngineFactory().getScriptEngine("--no-java");
    private final ChatGateway chat;

    public ChatbotCommandHandler(ChatGateway chat) {
        this.chat = chat;
    }

    @JmsListener(destination = "chat.bot-commands")
    public void onCommand(ChatCommand command) throws ScriptException {
        if (!command.text().startsWith("/calc ")) {
            return;
        }
        String expression = command.text().substring(6);
        Object result = nashorn.eval(expression);
        chat.reply(command.channel(), "= " + result);
    }

    public record ChatCommand(String channel, String text) {}

    public interface ChatGateway {
        void reply(String channel, String text);
    }
}
