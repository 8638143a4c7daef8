// expect: none (CWE-917 safe)
// note: constant message template; the guest name is supplied with addExpressionVariable, not concatenated into the template
package com.staybooker.validation;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import org.hibernate.validator.constraintvalidation.HibernateConstraintValidatorContext;

public class BookingDatesValidator implements ConstraintValidator<ValidBooking, BookingRequest> {

    @Override
    public boolean isValid(BookingRequest booking, ConstraintValidatorContext context) {
        if (booking.checkOut().isAfter(booking.checkIn())) {
            return true;
        }
        context.disableDefaultConstraintViolation();
        context.unwrap(HibernateConstraintValidatorContext.class).addExpressionVariable("guest", booking.guestName());
        context.buildConstraintViolationWithTemplate("Check-out must follow check-in for guest ${guest}")
                .addConstraintViolation();
        return false;
    }
}

record BookingRequest(String guestName, java.time.LocalDate checkIn, java.time.LocalDate checkOut) {}

@interface ValidBooking {}
