package com.example.util;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

@Component
public class AppContextHolder {

    @Autowired // expect: DES-STATIC-INJECTION
    private static Clock clock;

    @Autowired // expect: DES-FIELD-INJECTION
    private IdService idService;

    public static long now() {
        return clock.millis();
    }

    public String nextId() {
        return idService.next();
    }
}
