import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.Arrays;

public class AnnotationsAndVarargs {
    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.METHOD, ElementType.TYPE})
    @interface Info {
        String value() default "";

        String[] tags() default {};

        int priority() default 1;
    }

    @Info(value = "sum", tags = {"math", "varargs"}, priority = 2)
    @SafeVarargs
    static <T extends Number> double sum(T... numbers) {
        return Arrays.stream(numbers).mapToDouble(Number::doubleValue).sum();
    }

    @Info("simple")
    @SuppressWarnings({"unused", "rawtypes"})
    static int count(String first, Object... rest) {
        return 1 + rest.length;
    }

    public static void main(String... args) {
        System.out.println(sum(1, 2.5, 3L) + count("a") + count("a", "b", 3));
    }
}
