public class ShapeArea {

    public static void main(String[] args) {
        String shape = args.length > 0 ? args[0] : "square";
        double side = 3;
        double area = 0;
        switch (shape) { // ok: QUA-SWITCH-NO-DEFAULT
            case "square":
                area = side * side;
            case "circle": // expect: QUA-SWITCH-FALLTHROUGH
                area = Math.PI * side * side;
                break;
            case "triangle":
                area = Math.sqrt(3) / 4 * side * side;
                break;
            default:
                System.out.println("unknown shape");
        }
        System.out.println("area = " + area);
    }
}
