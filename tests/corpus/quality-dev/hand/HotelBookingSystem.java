import java.io.BufferedWriter;
import java.io.FileWriter;
import java.io.IOException;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class HotelBookingSystem { // expect: DES-GOD-CLASS

    private final Map<Integer, String> roomTypes = new HashMap<>();
    private final Map<Integer, Integer> roomPrices = new HashMap<>();
    private final List<String[]> bookings = new ArrayList<>();
    private final Map<String, String> guests = new HashMap<>();
    private final Map<String, Integer> loyaltyPoints = new HashMap<>();
    private final List<String> invoices = new ArrayList<>();
    private final List<String> cleaningQueue = new ArrayList<>();
    private final Map<String, Integer> minibar = new HashMap<>();
    private int bookingCounter;

    public HotelBookingSystem() {
        for (int r = 101; r <= 110; r++) {
            roomTypes.put(r, r < 106 ? "single" : "double");
            roomPrices.put(r, r < 106 ? 80 : 120);
        }
        minibar.put("water", 3);
        minibar.put("chips", 4);
        minibar.put("beer", 6);
    }

    public void registerGuest(String email, String name) {
        guests.put(email, name);
        loyaltyPoints.putIfAbsent(email, 0);
    }

    public String book(String email, int room, LocalDate from, LocalDate to) {
        if (!guests.containsKey(email)) {
            throw new IllegalArgumentException("unknown guest");
        }
        if (!isFree(room, from, to)) {
            throw new IllegalStateException("room taken");
        }
        String id = "B" + (++bookingCounter);
        bookings.add(new String[] {id, email, String.valueOf(room), from.toString(), to.toString()});
        return id;
    }

    public boolean isFree(int room, LocalDate from, LocalDate to) {
        for (String[] b : bookings) {
            if (Integer.parseInt(b[2]) == room) {
                LocalDate bf = LocalDate.parse(b[3]);
                LocalDate bt = LocalDate.parse(b[4]);
                if (from.isBefore(bt) && bf.isBefore(to)) {
                    return false;
                }
            }
        }
        return true;
    }

    public List<Integer> freeRooms(LocalDate from, LocalDate to, String type) {
        List<Integer> free = new ArrayList<>();
        for (int room : roomTypes.keySet()) {
            if (roomTypes.get(room).equals(type) && isFree(room, from, to)) {
                free.add(room);
            }
        }
        return free;
    }

    public void cancel(String bookingId) {
        bookings.removeIf(b -> b[0].equals(bookingId));
    }

    public int checkout(String bookingId, Map<String, Integer> minibarUse) {
        String[] booking = null;
        for (String[] b : bookings) {
            if (b[0].equals(bookingId)) {
                booking = b;
            }
        }
        if (booking == null) {
            throw new IllegalArgumentException("no booking " + bookingId);
        }
        long nights = ChronoUnit.DAYS.between(LocalDate.parse(booking[3]), LocalDate.parse(booking[4]));
        int total = (int) nights * roomPrices.get(Integer.parseInt(booking[2]));
        for (Map.Entry<String, Integer> e : minibarUse.entrySet()) {
            total += minibar.getOrDefault(e.getKey(), 0) * e.getValue();
        }
        int points = loyaltyPoints.getOrDefault(booking[1], 0);
        if (points >= 100) {
            total = total * 90 / 100;
            loyaltyPoints.put(booking[1], points - 100);
        } else {
            loyaltyPoints.put(booking[1], points + (int) nights * 10);
        }
        invoices.add(bookingId + ";" + booking[1] + ";" + total);
        cleaningQueue.add(booking[2]);
        return total;
    }

    public String nextRoomToClean() {
        return cleaningQueue.isEmpty() ? null : cleaningQueue.remove(0);
    }

    public void restockMinibar(String item, int price) {
        minibar.put(item, price);
    }

    public int points(String email) {
        return loyaltyPoints.getOrDefault(email, 0);
    }

    public void exportInvoices(String file) throws IOException {
        try (BufferedWriter w = new BufferedWriter(new FileWriter(file))) {
            for (String inv : invoices) {
                w.write(inv);
                w.newLine();
            }
        }
    }

    public double occupancy(LocalDate day) {
        int used = 0;
        for (int room : roomTypes.keySet()) {
            if (!isFree(room, day, day.plusDays(1))) {
                used++;
            }
        }
        return (double) used / roomTypes.size();
    }

    public String guestName(String email) {
        return guests.get(email);
    }

    public void changePrice(int room, int price) {
        roomPrices.put(room, price);
    }

    public int revenue() {
        int sum = 0;
        for (String inv : invoices) {
            sum += Integer.parseInt(inv.split(";")[2]);
        }
        return sum;
    }
}
