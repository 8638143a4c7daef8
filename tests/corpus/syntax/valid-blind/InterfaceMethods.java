public class InterfaceMethods {
    @FunctionalInterface
    interface Greeter {
        String name();

        default String greet() {
            return prefix() + name();
        }

        private String prefix() {
            return "Hello, ";
        }

        static Greeter of(String n) {
            return () -> n;
        }
    }

    interface Named {
        default String greet() {
            return "named";
        }
    }

    static class Both implements Greeter, Named {
        @Override
        public String name() {
            return "both";
        }

        @Override
        public String greet() {
            return Greeter.super.greet() + "/" + Named.super.greet();
        }
    }

    public static void main(String[] args) {
        System.out.println(Greeter.of("Ada").greet() + new Both().greet());
    }
}
