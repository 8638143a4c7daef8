package com.example.travel;

import java.time.LocalDate;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/bookings")
public class BookingController {
    @PostMapping
    public ResponseEntity<String> book(@RequestBody BookingRequest request) { /*@second*/
        return ResponseEntity.ok("booked " + request.guest() + " on " + request.checkIn());
    }
}

record BookingRequest(String guest, LocalDate checkIn, int nights) { /*@fix*/
}
