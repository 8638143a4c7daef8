class MissingClassBodyBrace
    public static void main(String[] args) {
        System.out.println("hi");
    }
}
