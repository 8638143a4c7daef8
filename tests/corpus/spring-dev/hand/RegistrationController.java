package com.example.events.web;

import org.springframework.http.HttpStatus;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import com.example.events.dto.RegistrationRequest;
import com.example.events.dto.RegistrationView;
import com.example.events.service.ConfirmationMailer;
import com.example.events.service.RegistrationService;

@RestController
@Transactional // expect: DES-TRANSACTIONAL-CONTROLLER
public class RegistrationController {

    private final RegistrationService registrations;

    public RegistrationController(RegistrationService registrations) {
        this.registrations = registrations;
    }

    @PostMapping("/registrations")
    @ResponseStatus(HttpStatus.CREATED)
    public RegistrationView register(@RequestBody RegistrationRequest request) { // expect: DES-MISSING-VALID
        RegistrationView view = registrations.register(request);
        new ConfirmationMailer().send(view.email()); // expect: DES-NEW-BEAN
        return view;
    }
}
