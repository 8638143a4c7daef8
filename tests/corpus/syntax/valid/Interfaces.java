interface Named {
    String name();

    default String greeting() {
        return "Hello, " + name();
    }

    static Named of(String n) {
        return () -> n;
    }

    private String secret() {
        return "s";
    }
}

class Interfaces {
    public static void main(String[] args) {
        System.out.println(Named.of("Ana").greeting());
    }
}
