// expect: CWE-1336 @ 25
// note: Kafka message template body compiled with Pebble's StringLoader (getTemplate(userTemplate))
package com.textline.campaigns;

import io.pebbletemplates.pebble.PebbleEngine;
import io.pebbletemplates.pebble.loader.StringLoader;
import io.pebbletemplates.pebble.template.PebbleTemplate;
import java.io.StringWriter;
import java.util.Map;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class SmsTemplateListener {

    private final PebbleEngine engine = new PebbleEngine.Builder().loader(new StringLoader()).build();
    private final SmsSender sender;

    public SmsTemplateListener(SmsSender sender) {
        this.sender = sender;
    }

    @KafkaListener(topics = "campaigns.sms")
    public void send(SmsCampaign campaign) throws Exception {
        PebbleTemplate template = engine.getTemplate(campaign.template());
        StringWriter out = new StringWriter();
        template.evaluate(out, Map.of("name", campaign.recipientName(), "text", campaign.template()));
        sender.send(campaign.phone(), out.toString());
    }

    public record SmsCampaign(String phone, String recipientName, String template) {}

    public interface SmsSender {
        void send(String phone, String text);
    }
}
