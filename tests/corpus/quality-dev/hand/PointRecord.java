public record PointRecord(int x, int y) {

    public static final PointRecord ORIGIN = new PointRecord(0, 0);

    public double distanceTo(PointRecord other) {
        int dx = x - other.x;
        int dy = y - other.y;
        return Math.sqrt(dx * dx + dy * dy);
    }

    public PointRecord translate(int dx, int dy) {
        return new PointRecord(x + dx, y + dy);
    }

    public boolean isOrigin() {
        return equals(ORIGIN);
    }
}
