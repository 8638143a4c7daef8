class MisspelledStatic {
    public statc void main(String[] args) {
        System.out.println("hi");
    }
}
