public class WrongModifierOrder {
    public void static main(String[] args) {
        System.out.println("start");
    }
}
