class Timer {
    public static void main(String[] args) throws Exception {
        long start = System.currentTimeMillis();
        Thread.sleep(100);
        long elapsed = System.currentTimeMillis() - start
        System.out.println(elapsed);
    }
}
