class Greeting {
    public static void main(String[] args) {
        String msg = "Hello;
        System.out.println(msg);
    }
}
