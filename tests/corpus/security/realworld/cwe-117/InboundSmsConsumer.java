// expect: none (CWE-117 safe)
// note: only the message length and the sender's numeric id are logged
package com.textline.sms;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.stereotype.Component;

@Component
public class InboundSmsConsumer {

    private static final Logger log = LoggerFactory.getLogger(InboundSmsConsumer.class);

    @RabbitListener(queues = "sms.inbound")
    public void onSms(InboundSms sms) {
        log.info("sms from subscriber {}: {} chars", sms.subscriberId(), sms.text().length());
    }

    public record InboundSms(long subscriberId, String text) {}
}
