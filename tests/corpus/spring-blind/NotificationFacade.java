package com.notify.facade;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;

@Service
public class NotificationFacade {
    @Autowired // expect: DES-STATIC-INJECTION
    private static TemplateRenderer renderer;

    private final SmsSender smsSender = new SmsSender(); // expect: DES-NEW-BEAN
    private final String apiKey;
    private final String senderName;

    public NotificationFacade(@Value("${sms.api-key:sk_live_51Hc2kQ}") String apiKey, // expect: DES-VALUE-SECRET
                              @Value("${sms.sender-name:ACME}") String senderName) { // ok: DES-VALUE-SECRET
        this.apiKey = apiKey;
        this.senderName = senderName;
    }

    public void sendSms(String phone, String template) {
        smsSender.send(apiKey, senderName, phone, renderer.render(template));
    }
}

@Component
class SmsSender {
    void send(String apiKey, String from, String to, String text) {
    }
}

interface TemplateRenderer {
    String render(String template);
}
