class Shop {
    private int stock = 10;

    boolean sell(int n) {
        if (n > stock) {
            return false;
        }
        else {
            stock -= n;
            return true;
        }
        else {
            return false;
        }
    }
}
