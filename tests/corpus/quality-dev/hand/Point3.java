public class Point3 {
    private int x;
    private int y;
    private int z;

    public Point3(int x, int y, int z) {
        this.x = x;
        this.y = y;
        this.z = z;
    }

    public int getX() { return x; }
    public int getY() { return y; }
    public int getZ() { return z; }

    public void moveBy(int dx, int dy, int dz) {
        x += dx;
        y += dy;
        z += dz;
    }

    public boolean equals(Object other) { // expect: QUA-EQUALS-WITHOUT-HASHCODE
        if (!(other instanceof Point3)) {
            return false;
        }
        Point3 p = (Point3) other;
        return x == p.x && y == p.y && z == p.z;
    }
}
