public class Converter2 {

    public static void main(String[] args) {
        int totalSeconds = 7384;
        int hours = totalSeconds / 3600;
        int minutes = (totalSeconds % 3600) / 60;
        int seconds = totalSeconds % 60;
        System.out.printf("%d:%02d:%02d%n", hours, minutes, seconds);
        double fractionOfDay = totalSeconds / 86400; // expect: QUA-INTEGER-DIVISION
        System.out.println("fraction of day: " + fractionOfDay);
        double days = totalSeconds / 86400.0; // ok: QUA-INTEGER-DIVISION
        System.out.println("days: " + days);
    }
}
