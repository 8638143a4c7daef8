// expect: none (CWE-501 safe)
// note: the session stores server-side constants (step names) and a count computed by the server, never request text
package com.ticketing.checkout;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;

public class CheckoutStepTracker {
    static final String STEP_SEATS = "SEATS";
    static final String STEP_PAYMENT = "PAYMENT";

    public void seatsChosen(HttpServletRequest request, int seatCount) {
        HttpSession session = request.getSession();
        session.setAttribute("checkoutStep", STEP_SEATS);
        session.setAttribute("seatCount", Math.max(0, Math.min(seatCount, 10)));
    }

    public void paymentStarted(HttpServletRequest request) {
        request.getSession().setAttribute("checkoutStep", STEP_PAYMENT);
    }
}
