public class Wallet {

    private long cents;

    public void add(long c) {
        cents += c;
    }

    public void pay(long c) {
        if (c > cents) {
            throw new RuntimeException("not enough money"); // expect: QUA-GENERIC-EXCEPTION
        }
        cents -= c;
    }

    public void payOrWarn(long c) {
        try {
            pay(c);
        } catch (RuntimeException e) { // expect: DES-SWALLOWED-EXCEPTION
            System.out.println("payment failed"); // expect: STY-SYSTEM-OUT
        }
    }

    public long getCents() {
        return cents;
    }
}
