enum Operation {
    PLUS("+") {
        @Override
        int apply(int a, int b) {
            return a + b;
        }
    },
    TIMES("*") {
        @Override
        int apply(int a, int b) {
            return a * b;
        }
    };

    private final String symbol;

    Operation(String symbol) {
        this.symbol = symbol;
    }

    abstract int apply(int a, int b);

    String symbol() {
        return symbol;
    }
}

class EnumBodies {
    public static void main(String[] args) {
        for (Operation op : Operation.values()) {
            System.out.println(op.symbol() + op.apply(2, 3));
        }
    }
}
