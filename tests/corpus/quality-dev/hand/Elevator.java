public class Elevator {

    private int floor;
    private final int top;
    private boolean doorsOpen;

    public Elevator(int top) {
        this.top = top;
    }

    public void goTo(int target) {
        if (target < 0 || target > top) {
            throw new IllegalArgumentException("no floor " + target);
        }
        if (doorsOpen) {
            close();
        }
        floor = target;
        open();
    }

    public void open() {
        doorsOpen = true;
    }

    public void close() {
        doorsOpen = false;
    }

    public boolean isAtTop() {
        return floor == top ? true : false; // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
    }

    public int getFloor() {
        return floor;
    }
}
