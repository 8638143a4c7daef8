public class MathDrill {

	public static void main(String[] args) {
		int a = 17, b = 5;
		System.out.println("a / b = " + a / b);
		System.out.println("a % b = " + a % b);
		double ratio = a / b; // expect: QUA-INTEGER-DIVISION
		System.out.println("ratio = " + ratio);
		double realRatio = a / (double) b; // ok: QUA-INTEGER-DIVISION
		System.out.println("real ratio = " + realRatio);

		float f = 0.1f + 0.2f;
		if (f == 0.3f) { // expect: QUA-FLOAT-EQUALITY
			System.out.println("equal");
		} else {
			System.out.println("not equal!");
		}
		int x = 5;
		x = x++; // expect: QUA-POSTINCREMENT-ASSIGN
		System.out.println("x = " + x);
		int y = 5;
		y = ++y; // ok: QUA-POSTINCREMENT-ASSIGN
		System.out.println("y = " + y);
	}
}
