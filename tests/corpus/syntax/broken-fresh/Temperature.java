class Temperature {
    static double toFahrenheit(double c) {
        return c * 9 / 5 + 32;
    }

    public static void main(String args) {
        System.out.println(toFahrenheit(20);
    }
}
