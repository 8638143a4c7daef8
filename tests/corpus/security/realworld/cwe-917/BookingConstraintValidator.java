// expect: CWE-917 @ 16
// note: Bean Validation message template built from the user-supplied guest name (EL evaluated by Hibernate Validator)
package com.staybooker.validation;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;

public class BookingConstraintValidator implements ConstraintValidator<ValidBooking, BookingRequest> {

    @Override
    public boolean isValid(BookingRequest booking, ConstraintValidatorContext context) {
        if (booking.checkOut().isAfter(booking.checkIn())) {
            return true;
        }
        context.disableDefaultConstraintViolation();
        context.buildConstraintViolationWithTemplate("Check-out must follow check-in for guest " + booking.guestName())
                .addConstraintViolation();
        return false;
    }
}

record BookingRequest(String guestName, java.time.LocalDate checkIn, java.time.LocalDate checkOut) {}

@interface ValidBooking {}
