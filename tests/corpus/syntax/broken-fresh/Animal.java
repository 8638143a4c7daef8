interface Animal {
    String sound() {
        return "...";
    }
}

class Dog implements Animal {
    public String sound() {
        return "woof";
    }
}
