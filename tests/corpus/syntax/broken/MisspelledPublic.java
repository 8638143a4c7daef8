class MisspelledPublic {
    pubic static void main(String[] args) {
        System.out.println("hi");
    }
}
