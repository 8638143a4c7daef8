package hotel.booking;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;

public class HotelBookingService {
    private final RoomRepository rooms;
    private final BookingRepository bookings;

    public HotelBookingService(RoomRepository rooms, BookingRepository bookings) {
        this.rooms = rooms;
        this.bookings = bookings;
    }

    public long book(String guest, int roomNumber, LocalDate from, LocalDate to) {
        if (!to.isAfter(from)) {
            throw new IllegalArgumentException("stay must be at least one night");
        }
        Room room = rooms.byNumber(roomNumber);
        if (room == null) {
            throw new IllegalArgumentException("no such room");
        }
        List<Booking> existing = bookings.forRoom(roomNumber);
        for (Booking b : existing) {
            if (b.from().isBefore(to) && from.isBefore(b.to())) {
                throw new IllegalStateException("room already booked");
            }
        }
        long nights = ChronoUnit.DAYS.between(from, to);
        return bookings.save(new Booking(guest, roomNumber, from, to, nights * room.nightlyRateCents()));
    }

    public boolean isSuite(int roomNumber) {
        Room room = rooms.byNumber(roomNumber);
        return room != null && room.type().equals("SUITE");
    }
}

record Room(int number, String type, long nightlyRateCents) {
}

record Booking(String guest, int roomNumber, LocalDate from, LocalDate to, long priceCents) {
}

interface RoomRepository {
    Room byNumber(int number);
}

interface BookingRepository {
    List<Booking> forRoom(int roomNumber);

    long save(Booking booking);
}
