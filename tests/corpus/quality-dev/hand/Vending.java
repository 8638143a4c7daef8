public class Vending {

    private int credit;

    public void insert(int coin) {
        switch (coin) { // expect: QUA-SWITCH-NO-DEFAULT
            case 10:
            case 20: // ok: QUA-SWITCH-FALLTHROUGH
            case 50:
                credit += coin;
                break;
            case 100:
                credit += coin;
                System.out.println("big coin"); // expect: STY-SYSTEM-OUT
        }
    }

    public String select(int price) {
        if (credit < price) {
            return "insert more";
        }
        credit -= price;
        return "enjoy";
    }

    public int getCredit() {
        return credit;
    }
}
