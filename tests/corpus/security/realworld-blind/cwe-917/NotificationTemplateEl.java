// expect: CWE-917 @ 24
// note: JMS message body is evaluated as a Jakarta EL expression with ELProcessor.eval
package com.alerts.templating;

import jakarta.el.ELProcessor;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageListener;
import jakarta.jms.TextMessage;

public class NotificationTemplateEl implements MessageListener {
    private final AlertSender sender;

    public NotificationTemplateEl(AlertSender sender) {
        this.sender = sender;
    }

    @Override
    public void onMessage(Message message) {
        try {
            String expression = ((TextMessage) message).getText();
            ELProcessor el = new ELProcessor();
            el.defineBean("alert", sender.currentAlert());
            Object text = el.eval(expression);
            sender.send(String.valueOf(text));
        } catch (JMSException e) {
            throw new IllegalStateException(e);
        }
    }
}

interface AlertSender {
    Object currentAlert();

    void send(String text);
}
