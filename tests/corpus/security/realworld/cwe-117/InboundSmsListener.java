// expect: CWE-117 @ 17
// note: RabbitMQ SMS message text (free text from phones) logged with log.info
package com.textline.sms;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.stereotype.Component;

@Component
public class InboundSmsListener {

    private static final Logger log = LoggerFactory.getLogger(InboundSmsListener.class);

    @RabbitListener(queues = "sms.inbound")
    public void onSms(InboundSms sms) {
        log.info("sms from subscriber {}: {}", sms.subscriberId(), sms.text());
    }

    public record InboundSms(long subscriberId, String text) {}
}
