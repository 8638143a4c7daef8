class TryWithoutCatch {
    public static void main(String[] args) {
        try {
            System.out.println(Integer.parseInt("1"));
        }
        System.out.println("after");
    }
}
