public final class Fraction implements Comparable<Fraction> {

    private final long num;
    private final long den;

    public Fraction(long num, long den) {
        if (den == 0) {
            throw new ArithmeticException("zero denominator");
        }
        long g = gcd(Math.abs(num), Math.abs(den));
        long sign = den < 0 ? -1 : 1;
        this.num = sign * num / g;
        this.den = Math.abs(den) / g;
    }

    private static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    public Fraction plus(Fraction o) {
        return new Fraction(num * o.den + o.num * den, den * o.den);
    }

    public Fraction times(Fraction o) {
        return new Fraction(num * o.num, den * o.den);
    }

    public double toDouble() {
        return (double) num / den; // ok: QUA-INTEGER-DIVISION
    }

    @Override
    public int compareTo(Fraction o) {
        return Long.compare(num * o.den, o.num * den);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Fraction)) {
            return false;
        }
        Fraction f = (Fraction) o;
        return num == f.num && den == f.den;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(num) * 31 + Long.hashCode(den);
    }

    @Override
    public String toString() {
        return den == 1 ? Long.toString(num) : num + "/" + den;
    }
}
