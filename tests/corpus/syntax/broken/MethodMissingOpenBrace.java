class MethodMissingOpenBrace {
    static int square(int x)
        return x * x;
    }

    public static void main(String[] args) {
        System.out.println(square(3));
    }
}
