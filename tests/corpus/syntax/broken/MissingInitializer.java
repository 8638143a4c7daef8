class MissingInitializer {
    private int count = ;

    int get() {
        return count;
    }
}
