// expect: CWE-502 @ 19
// note: JMS ObjectMessage.getObject() deserializes the sender's object graph without any filter
package com.gridcompute.cluster;

import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageListener;
import jakarta.jms.ObjectMessage;
import java.io.Serializable;

public class ClusterStateReceiver implements MessageListener {

    private volatile Serializable lastState;

    @Override
    public void onMessage(Message message) {
        if (message instanceof ObjectMessage objectMessage) {
            try {
                lastState = objectMessage.getObject();
            } catch (JMSException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    public Serializable lastState() {
        return lastState;
    }
}
