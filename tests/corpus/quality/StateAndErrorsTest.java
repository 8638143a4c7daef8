import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class StateAndErrorsTest {

    @Test
    void loginRemembersTheUser() throws InterruptedException {
        StateAndErrors s = new StateAndErrors("ana", 3);
        s.login("bob");
        Thread.sleep(100); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertEquals("bob", StateAndErrors.lastUser());
    }

    @Test
    void freeCapacity() throws Exception { // ok: QUA-GENERIC-EXCEPTION
        assertEquals(4, new StateAndErrors("ana", 3).free(2)); // ok: QUA-THREAD-SLEEP-IN-TEST
    }

    static void pause() throws InterruptedException {
        Thread.sleep(10); // ok: QUA-THREAD-SLEEP-IN-TEST
    }
}
