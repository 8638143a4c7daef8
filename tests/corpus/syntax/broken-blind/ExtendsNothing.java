public class ExtendsNothing extends {
    public String toString() {
        return "x";
    }
}
