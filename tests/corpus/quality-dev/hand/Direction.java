public enum Direction {
    NORTH(0, -1),
    EAST(1, 0),
    SOUTH(0, 1),
    WEST(-1, 0);

    private final int dx; // expect: QUA-FIELD-NAMED-LIKE-METHOD
    private final int dy; // expect: QUA-FIELD-NAMED-LIKE-METHOD

    Direction(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    public int dx() {
        return dx;
    }

    public int dy() {
        return dy;
    }

    public Direction turnRight() {
        return values()[(ordinal() + 1) % values().length];
    }

    public Direction opposite() {
        if (this == NORTH) { // ok: QUA-OBJECT-IDENTITY
            return SOUTH;
        }
        return turnRight().turnRight();
    }
}
