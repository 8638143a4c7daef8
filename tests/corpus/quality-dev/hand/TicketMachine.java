public class TicketMachine {

    private final int price;
    private int balance;
    private int total;

    public TicketMachine(int price) {
        this.price = price;
    }

    public void insertMoney(int amount) {
        if (amount > 0) {
            balance += amount;
        }
    }

    public boolean printTicket() {
        if (balance >= price) {
            total += price;
            balance -= price;
            return true;
        }
        return false;
    }

    public int refund() {
        int refund = balance; // ok: QUA-LOCAL-BEFORE-RETURN
        balance = 0;
        return refund;
    }

    public int getTotal() {
        return total;
    }

    public int getPrice(int discount) {
        int price = this.price - discount; // expect: QUA-HIDDEN-FIELD
        return Math.max(price, 0);
    }
}
