public class Countdown {

    public static void main(String[] args) throws InterruptedException {
        for (int i = 10; i > 0; i--) {
            System.out.println(i);
            Thread.sleep(1000); // ok: QUA-THREAD-SLEEP-IN-TEST
        }
        System.out.println("Liftoff!");
    }
}
