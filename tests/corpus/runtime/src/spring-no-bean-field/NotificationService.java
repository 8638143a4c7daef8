package com.example.notify;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Service;

@Service
public class NotificationService {
    @Autowired
    private SmsGateway smsGateway; /*@fix*/

    public void notify(String phone, String text) {
        smsGateway.send(phone, text);
    }
}

interface SmsGateway {
    void send(String phone, String text);
}
