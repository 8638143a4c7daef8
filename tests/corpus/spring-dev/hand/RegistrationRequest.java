package com.example.events.dto;

import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;

public record RegistrationRequest(
        @NotBlank String name,
        @Email @NotBlank String email,
        @Min(1) int seats) {
}
