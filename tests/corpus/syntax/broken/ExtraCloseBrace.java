class ExtraCloseBrace {
    static void greet() {
        System.out.println("hi");
    }
    }

    static void bye() {
        System.out.println("bye");
    }
}
