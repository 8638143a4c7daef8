// expect: none (CWE-502 safe)
// note: JMS bytes are read with an ObjectInputStream that has an ObjectInputFilter allow-listing only the event classes and java.base types
package com.ledger.replay;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;

import jakarta.jms.BytesMessage;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageListener;

public class EventReplayConsumer implements MessageListener {
    private static final ObjectInputFilter FILTER = ObjectInputFilter.Config.createFilter(
            "com.ledger.replay.LedgerEvent;java.lang.*;java.math.BigDecimal;java.math.BigInteger;java.time.*;maxdepth=5;!*");

    private final LedgerProjection projection;

    public EventReplayConsumer(LedgerProjection projection) {
        this.projection = projection;
    }

    @Override
    public void onMessage(Message message) {
        try {
            BytesMessage bytes = (BytesMessage) message;
            byte[] body = new byte[(int) Math.min(bytes.getBodyLength(), 1 << 20)];
            bytes.readBytes(body);
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(body))) {
                in.setObjectInputFilter(FILTER);
                projection.apply((LedgerEvent) in.readObject());
            }
        } catch (JMSException | IOException | ClassNotFoundException e) {
            throw new IllegalStateException("cannot replay event", e);
        }
    }
}

class LedgerEvent implements java.io.Serializable {
    private static final long serialVersionUID = 3L;
    long accountId;
    java.math.BigDecimal amount;
}

interface LedgerProjection {
    void apply(LedgerEvent event);
}
