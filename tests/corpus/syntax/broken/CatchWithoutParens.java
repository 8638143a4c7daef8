class CatchWithoutParens {
    public static void main(String[] args) {
        try {
            Integer.parseInt("x");
        } catch NumberFormatException e {
            System.out.println("bad");
        }
    }
}
