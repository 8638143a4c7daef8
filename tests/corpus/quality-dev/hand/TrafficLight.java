public class TrafficLight {

    public enum Color { RED, YELLOW, GREEN }

    private Color color = Color.RED;

    public void next() {
        switch (color) { // ok: QUA-SWITCH-NO-DEFAULT
            case RED:
                color = Color.GREEN;
                break;
            case GREEN:
                color = Color.YELLOW;
                break;
            case YELLOW:
                color = Color.RED;
                break;
        }
    }

    public Color getColor() {
        return color;
    }

    public boolean canGo() {
        return color == Color.GREEN; // ok: QUA-OBJECT-IDENTITY
    }
}
