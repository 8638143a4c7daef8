// expect: CWE-1336 @ 25
// note: Velocity.evaluate renders the message text received from the campaign queue as the template itself
package com.campaigns.sms;

import java.io.StringWriter;

import org.apache.velocity.VelocityContext;
import org.apache.velocity.app.Velocity;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.stereotype.Component;

@Component
public class SmsNotificationRenderer {
    private final SmsGateway gateway;

    public SmsNotificationRenderer(SmsGateway gateway) {
        this.gateway = gateway;
    }

    @RabbitListener(queues = "campaign.sms")
    public void render(CampaignMessage message) {
        VelocityContext ctx = new VelocityContext();
        ctx.put("firstName", message.firstName());
        StringWriter out = new StringWriter();
        Velocity.evaluate(ctx, out, "campaign-" + message.campaignId(), message.template());
        gateway.send(message.phone(), out.toString());
    }
}

record CampaignMessage(long campaignId, String phone, String firstName, String template) {
}

interface SmsGateway {
    void send(String phone, String text);
}
